import { createLocalReq, type Payload, type PayloadRequest } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { runInTransaction } from '../src/utilities/runInTransaction';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let req: PayloadRequest;

beforeAll(async () => {
  payload = await createTestPayload();
});

afterAll(async () => {
  await payload?.destroy();
});

beforeEach(async () => {
  await payload.delete({ collection: 'additives', where: { id: { exists: true } } });
  req = await createLocalReq({ context: {} }, payload);
});

const addAdditive = (eNumber: string) =>
  payload.create({
    collection: 'additives',
    data: { eNumber, name: `Additive ${eNumber}`, functionalClass: 'preservatives' },
    req,
  });

async function storedENumbers(): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'additives', depth: 0, sort: 'eNumber' });
  return docs.map((doc) => doc.eNumber);
}

describe('runInTransaction', () => {
  test('commits what the work saved when it resolves', async () => {
    const result = await runInTransaction(req, async () => {
      await addAdditive('E330');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await storedENumbers()).toEqual(['E330']);
    expect(req.transactionID).toBeUndefined();
  });

  test('rolls back everything the work saved when it throws, and rethrows', async () => {
    await expect(
      runInTransaction(req, async () => {
        await addAdditive('E330');
        await addAdditive('E300');
        throw new Error('the third document failed');
      }),
    ).rejects.toThrow('the third document failed');
    expect(await storedENumbers()).toEqual([]);
    expect(req.transactionID).toBeUndefined();
  });

  test('rolls back a dry run that resolves', async () => {
    const result = await runInTransaction(
      req,
      async () => {
        await addAdditive('E330');
        return (await payload.count({ collection: 'additives', req })).totalDocs;
      },
      { rollBack: true },
    );
    expect(result).toBe(1);
    expect(await storedENumbers()).toEqual([]);
  });

  test('joins the transaction the request is in, which its owner commits', async () => {
    await runInTransaction(req, async () => {
      await addAdditive('E330');
      await runInTransaction(req, () => addAdditive('E300'));
      // Not committed by the inner run: another connection does not see it yet.
      expect(await storedENumbers()).toEqual([]);
    });
    expect(await storedENumbers()).toEqual(['E300', 'E330']);
  });

  test('a throw inside a joined run rolls back the whole transaction', async () => {
    await expect(
      runInTransaction(req, async () => {
        await addAdditive('E330');
        await runInTransaction(req, async () => {
          await addAdditive('E300');
          throw new Error('inner failure');
        });
      }),
    ).rejects.toThrow('inner failure');
    expect(await storedENumbers()).toEqual([]);
  });

  test('refuses a dry run inside a transaction it did not begin', async () => {
    await expect(
      runInTransaction(req, () =>
        runInTransaction(req, () => addAdditive('E330'), { rollBack: true }),
      ),
    ).rejects.toThrow('needs a transaction of its own');
    expect(await storedENumbers()).toEqual([]);
  });
});
