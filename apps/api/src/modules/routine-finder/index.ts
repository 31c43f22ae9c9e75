export { selectCandidates as routineCandidates } from './routine-finder.repository.ts';
export { bindResult as bindRoutineResult } from './routine-finder.service.ts';
