export { consultationRoutes } from './consultations.routes.ts';
