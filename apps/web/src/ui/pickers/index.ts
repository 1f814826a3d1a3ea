export { AreaCascader } from './AreaCascader';
export { PeoplePicker, usePeople } from './PeoplePicker';
