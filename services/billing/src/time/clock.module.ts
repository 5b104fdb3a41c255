import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock } from './clock.js';

/** Provides billing's one `Clock` to every feature (tests pass a ManualClock). */
@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock): DynamicModule {
    return { module: ClockModule, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}
