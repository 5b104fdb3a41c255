import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { PIN_LIMITS } from '../limits.js';

const PIN_FIELDS = ['sentence', 'position'] as const;

/**
 * What is wrong with a `pins` value, or undefined when it is a valid list: an array of at most
 * `PIN_LIMITS.maxPins` objects holding exactly `sentence` and `position`, each an integer from 0 to
 * `PIN_LIMITS.maxIndex`, with no sentence and no position named twice. Reports the first problem
 * and never looks past the allowed length, so its cost is bounded whatever the body holds.
 */
export function pinsProblem(value: unknown, property = 'pins'): string | undefined {
  const shape = `${property} must be an array of { sentence, position } objects`;
  if (!Array.isArray(value)) return shape;
  if (value.length > PIN_LIMITS.maxPins) return `${property} must hold at most ${PIN_LIMITS.maxPins} pins`;
  const sentences = new Set<number>();
  const positions = new Set<number>();
  for (let index = 0; index < value.length; index++) {
    const pin: unknown = value[index];
    const where = `${property}[${index}]`;
    if (typeof pin !== 'object' || pin === null || Array.isArray(pin)) return shape;
    const fields = Object.keys(pin);
    if (fields.length !== PIN_FIELDS.length || !PIN_FIELDS.every((field) => fields.includes(field))) {
      return `${where} must hold exactly the fields sentence and position`;
    }
    for (const field of PIN_FIELDS) {
      const number = (pin as Record<string, unknown>)[field];
      if (
        typeof number !== 'number' ||
        !Number.isInteger(number) ||
        number < 0 ||
        number > PIN_LIMITS.maxIndex
      )
        return `${where}.${field} must be an integer from 0 to ${PIN_LIMITS.maxIndex}`;
    }
    const { sentence, position } = pin as { sentence: number; position: number };
    if (sentences.has(sentence)) return `${property} name sentence ${sentence} more than once`;
    if (positions.has(position)) return `${property} put more than one sentence at position ${position}`;
    sentences.add(sentence);
    positions.add(position);
  }
  return undefined;
}

/** class-validator decorator for a `SentencePin[]` property, checked by `pinsProblem`. */
export function IsSentencePins(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isSentencePins',
      target: target.constructor,
      propertyName: String(propertyName),
      ...(options ? { options } : {}),
      validator: {
        validate: (value: unknown) => pinsProblem(value) === undefined,
        defaultMessage: (args?: ValidationArguments) =>
          pinsProblem(args?.value, args?.property) ?? 'pins are not valid',
      },
    });
}
