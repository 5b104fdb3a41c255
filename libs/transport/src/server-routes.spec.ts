import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { MessageHandler } from '@nestjs/microservices';
import { RedisStreamsServer } from './server.js';

describe('RedisStreamsServer routes', () => {
  const server = () => {
    const instance = new RedisStreamsServer({
      url: 'redis://127.0.0.1:1',
      keyPrefix: 'spec:',
      service: 'spec',
    });
    const handler = (async () => 'answered') as MessageHandler;
    instance.addHandler('text.restructure', handler);
    instance.addHandler('{"cmd":"literal"}', handler);
    return { instance, handler };
  };

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('finds the handler of a pattern without parsing the pattern as JSON', () => {
    const { instance, handler } = server();
    const parse = jest.spyOn(JSON, 'parse');
    expect(instance.getHandlerByPattern('text.restructure')).toBe(handler);
    expect(parse).not.toHaveBeenCalled();
  });

  it('takes a pattern that looks like JSON literally, and knows no pattern it was not given', () => {
    const { instance, handler } = server();
    expect(instance.getHandlerByPattern('{"cmd":"literal"}')).toBe(handler);
    expect(instance.getHandlerByPattern('{"cmd": "literal"}')).toBeNull();
    expect(instance.getHandlerByPattern('text.unknown')).toBeNull();
  });
});
