export { staticFilesRoutes } from './static-files.routes.ts';
