export { bindResult as bindRoutineResult } from './routine-finder.service.ts';
