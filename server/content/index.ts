// What the rest of the server may import from server/content (its public entry; decision 090).
export { blogHandlers } from './blog.handlers.ts';
export { commentHandlers } from './comment.handlers.ts';
export { contentHandlers } from './content.handlers.ts';
export { settingHandlers } from './setting.handlers.ts';
