export { messagesRoutes } from './messages.routes.ts';
