export { MessageCapReached, slotsLeft, takeMessageSlot } from './caps.ts';
export { messageCapsPlugin, messageCapsRoutes } from './routes.ts';
