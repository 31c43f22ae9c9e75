export { routineFinderRoutes } from './routine-finder.routes.ts';
export { bindResult as bindRoutineResult } from './routine-finder.service.ts';
