// Tests answer a return request the way the back office does, through its flow (tests in a module may
// not import a flow themselves).
export { answerReturnRequest } from '../src/flows/request-return/answer-return.flow.ts';
