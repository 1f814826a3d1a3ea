import { configApi } from '@certdesk/contract';
import { dicScreen } from '../data-dic.screen.js';

/** Mail configuration (/configuration/mail): the mail feature's templates and settings. */
export default dicScreen(configApi.mailConfig, 'mail');
