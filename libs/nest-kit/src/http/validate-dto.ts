import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { ERROR_CODES, type ErrorCode } from '@untangle/contracts';

/** A failed validation, carrying contracts' code so filters and the transport map it to 400. */
export class DtoValidationError extends Error {
  readonly code: ErrorCode = 'VALIDATION_FAILED';
  readonly status = ERROR_CODES.VALIDATION_FAILED.status;

  constructor(readonly details: string[]) {
    super(details[0] ?? ERROR_CODES.VALIDATION_FAILED.message);
    this.name = 'DtoValidationError';
  }
}

type Constructor<T> = new () => T;

/**
 * Turns an untrusted plain value into a validated DTO instance or throws DtoValidationError.
 * Unknown properties are refused, so a client learns about a typo instead of having it ignored.
 */
export async function validateDto<T extends object>(
  dto: Constructor<T>,
  value: unknown,
  { allowUnknown = false } = {},
): Promise<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DtoValidationError(['The request body must be a JSON object.']);
  }
  const instance = plainToInstance(dto, value);
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: !allowUnknown,
    forbidUnknownValues: true,
  });
  if (errors.length > 0) throw new DtoValidationError(errors.flatMap(messages));
  return instance;
}

function messages(error: ValidationError): string[] {
  const own = Object.values(error.constraints ?? {});
  return [...own, ...(error.children ?? []).flatMap(messages)];
}
