export { COURSE_SUGGESTIONS } from './courses.js';
export { EXPERTISE_SUGGESTIONS } from './expertise.js';
export { FOCUS_AREA_SUGGESTIONS } from './focusAreas.js';
export { INTEREST_SUGGESTIONS } from './interests.js';
export { SKILL_SUGGESTIONS } from './skills.js';
