export { messagesRoutes } from './messages.routes.ts';
export { messageReadRoutes } from './message-read.routes.ts';
