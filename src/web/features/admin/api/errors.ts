import { CAREER_MESSAGES } from '../../../../shared/contracts/careers.js';
import { ApiError } from '../../../lib/errors';

export function notFoundError(): ApiError {
  return new ApiError({ status: 404, message: CAREER_MESSAGES.jobNotFound, code: 'JOB_NOT_FOUND', fromServer: true });
}
