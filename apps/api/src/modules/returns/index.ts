export {
  answerReturnRequestRow,
  findReturnRequest,
  insertReturnRequest,
  listReturnRequests,
  RETURN_PHOTOS_FOLDER,
  type ReturnRequestRow,
  returnRequestOf,
  viewOf as returnRequestView,
} from './returns.service.ts';
