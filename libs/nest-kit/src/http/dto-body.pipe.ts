import { Injectable, type PipeTransform } from '@nestjs/common';
import { validateDto } from './validate-dto.js';

type Constructor<T> = new () => T;

/** `@Body(new DtoBodyPipe(SomeDto))`: a validated DTO, or a 400 VALIDATION_FAILED naming the problem. */
@Injectable()
export class DtoBodyPipe<T extends object> implements PipeTransform<unknown, Promise<T>> {
  constructor(
    private readonly dto: Constructor<T>,
    private readonly options: { allowUnknown?: boolean } = {},
  ) {}

  transform(value: unknown): Promise<T> {
    return validateDto(this.dto, value ?? {}, this.options);
  }
}
