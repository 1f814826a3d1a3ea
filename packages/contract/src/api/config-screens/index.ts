// Every configuration screen of the contract, one line per screen file (the export's name is the
// screen's key: it names the server's screens/<key>.ts and the web's <Key>Page.tsx).
export { dataDic } from './dataDic.js';
export { dingtalk } from './dingtalk.js';
export { mailConfig } from './mailConfig.js';
export { messageTemplate } from './messageTemplate.js';
export { phone } from './phone.js';
export { subtotal } from './subtotal.js';
export { website } from './website.js';
