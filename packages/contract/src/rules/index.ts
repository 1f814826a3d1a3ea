// Pure business rules shared by server and web; one file per rule family.
export * from './agent-state.js';
export * from './company-name.js';
export * from './credit-code.js';
export * from './four-element.js';
export * from './id-card.js';
export * from './phone.js';
export * from './qualification-compare.js';
export * from './registry-compare.js';
export * from './registry-flags.js';
export * from './submit-rules.js';
export * from './working-days.js';
