import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ReadinessRegistry } from '../health/readiness.registry.js';
import { DATA_SOURCE } from '../tokens.js';
import { createServiceDataSource, type ServiceDataSourceOptions } from './data-source.js';
import { assertNoPendingMigrations } from './migrate.js';

export interface DatabaseModuleOptions extends ServiceDataSourceOptions {
  /** Shown when the schema is behind: how an operator applies the migrations. */
  migrateCommand: string;
}

/** Provides the service's DataSource, refuses to start on a schema that is behind, closes on shutdown. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DATA_SOURCE,
          inject: [ReadinessRegistry],
          useFactory: async (readiness: ReadinessRegistry) => {
            const dataSource = await createServiceDataSource(options).initialize();
            await assertNoPendingMigrations(dataSource, options.migrateCommand);
            readiness.register('database', async () => {
              await dataSource.query('SELECT 1');
            });
            return dataSource;
          },
        },
      ],
      exports: [DATA_SOURCE],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
