import type { SESSION_TYPE, SessionLogicType } from '@untangle/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** `sessions.sessions`: one saved result. Created by the migrations, never synchronised. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  /** Given by the database (`gen_random_uuid()`). */
  @PrimaryColumn('uuid')
  id!: string;

  /** The token's `sub` of the member who saved it: the only owner. */
  @Column('text', { name: 'user_id' })
  userId!: string;

  /** The create command's idempotency key, unique per member; the column is request_id. */
  @Column('text', { name: 'request_id' })
  idempotencyKey!: string;

  @Column('text', { name: 'session_type' })
  sessionType!: typeof SESSION_TYPE;

  /** Cleaned by the shared validator, at most 4000 characters. */
  @Column('text', { name: 'input_text' })
  inputText!: string;

  @Column('text', { name: 'output_text' })
  outputText!: string;

  /** As the client sent it: the detected type, otherwise the selected one. */
  @Column('text', { name: 'logic_type' })
  logicType!: SessionLogicType;

  @Column('text')
  explanation!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
