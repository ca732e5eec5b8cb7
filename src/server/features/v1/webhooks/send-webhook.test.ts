import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../../../test-support/spawn-server'
import { sendWebhook, signWebhookBody } from './send-webhook'

let server: Server
let port: number
const paths: string[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    paths.push(req.url ?? '')
    if (req.url === '/moved') res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end()
    else res.writeHead(204).end()
  })
  port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
})
afterAll(() => server.close())

const base = { body: '{"a":1}', secret: 'whsec_test', event: 'presentation.completed', deliveryId: '1' }

describe('sendWebhook', () => {
  test('the signature is the hex HMAC-SHA256 of the body', () => {
    expect(signWebhookBody('whsec_test', '{"a":1}')).toBe(
      `sha256=${createHmac('sha256', 'whsec_test').update('{"a":1}').digest('hex')}`,
    )
  })

  test('a name resolving to loopback is refused unless private addresses are allowed', async () => {
    const lookup = async () => [{ address: '127.0.0.1', family: 4 }]
    const url = `http://receiver.example:${port}/hook`

    await expect(sendWebhook({ ...base, url, allowPrivateAddresses: false, lookup })).rejects.toMatchObject({
      code: 'blocked_address',
    })
    expect(await sendWebhook({ ...base, url, allowPrivateAddresses: true, lookup })).toBe(204)
  })

  test('a cloud metadata address is refused even with private addresses allowed', async () => {
    await expect(
      sendWebhook({ ...base, url: 'http://169.254.169.254/latest', allowPrivateAddresses: true }),
    ).rejects.toMatchObject({ code: 'blocked_address' })
  })

  test('a redirect is answered as it is, not followed', async () => {
    paths.length = 0

    const status = await sendWebhook({
      ...base,
      url: `http://127.0.0.1:${port}/moved`,
      allowPrivateAddresses: true,
    })

    expect(status).toBe(302)
    expect(paths).toEqual(['/moved'])
  })
})
