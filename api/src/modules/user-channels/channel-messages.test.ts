// Issue 51 item 8: the owner's words (a reminder's title, the car's make and model) reach a Slack or Discord channel,
// which its members read: each service's markup in them is escaped, so they stay text.
import { channelRequest, type ChannelForSend, type ChannelMessage } from './channel-messages';

const OWNER_TITLE = '<!channel> renew now <https://evil.example/pay|Pay here> & **[Pay](https://evil.example)** # @everyone <@123>';

function message(): ChannelMessage {
  return {
    id: 'd1',
    title: OWNER_TITLE,
    car: 'AB12 CDE Ford [Focus](https://evil.example)',
    text: 'Your Ford Focus (AB12 CDE) insurance renews on 05/04/2026, in 10 days. <!here>',
    url: 'https://renewly.example/policies?policy=1',
    daysLeft: 10,
    webhook: {} as ChannelMessage['webhook'],
  };
}

const channel = (kind: 'slack' | 'discord'): ChannelForSend => ({ id: 'c1', kind, config: {}, secret: 'https://hooks.example/x' });

test('Slack: the fallback text and the section carry no mention, link or entity of the owner\u2019s', () => {
  const body = JSON.parse(channelRequest(channel('slack'), message()).body) as { text: string; blocks: { text: { type: string; text: string } }[] };
  for (const text of [body.text, body.blocks[1]!.text.text]) {
    expect(text).not.toMatch(/<!channel>|<!here>|<https:\/\/evil/);
    expect(text).toContain('&lt;!here&gt;');
  }
  expect(body.text).toContain('&lt;!channel&gt;');
  expect(body.text).toContain('&lt;https://evil.example/pay|Pay here&gt; &amp; ');
  // Renewly's own link is the one link.
  expect(body.blocks[1]!.text.text.match(/<https?:[^>]*>/g)).toEqual(['<https://renewly.example/policies?policy=1|Open in Renewly>']);
  // The header is plain_text (never parsed): as typed.
  expect(body.blocks[0]!.text).toEqual({ type: 'plain_text', text: OWNER_TITLE });
});

test('Discord: the embed\u2019s title and description escape markdown, so no masked link, heading or mention is drawn', () => {
  const body = JSON.parse(channelRequest(channel('discord'), message()).body) as { embeds: { title: string; description: string; url: string }[]; allowed_mentions: unknown };
  const [embed] = body.embeds;
  expect(embed!.title).toContain('\\[Pay\\]\\(https\\://evil.example\\)');
  expect(embed!.title).toContain('\\*\\*');
  expect(embed!.title).toContain('\\# \\@everyone \\<\\@123\\>');
  expect(embed!.description).toContain('Ford \\[Focus\\]\\(https\\://evil.example\\)');
  expect(embed!.description).not.toMatch(/(^|[^\\])\[Focus\]/);
  expect(embed!.url).toBe('https://renewly.example/policies?policy=1');
  expect(body.allowed_mentions).toEqual({ parse: [] });
});
