export { messageReadRoutes } from './message-read.routes.ts';
export { messagesRoutes } from './messages.routes.ts';
