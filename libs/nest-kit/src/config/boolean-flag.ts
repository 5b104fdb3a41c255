/** `@Transform(booleanFlag)`: a variable that is on only when it says `true`. */
export const booleanFlag = ({ value }: { value: unknown }): boolean => value === true || value === 'true';
