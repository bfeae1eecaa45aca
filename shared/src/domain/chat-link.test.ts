import { describe, expect, it } from '@jest/globals';
import { siteConfig } from '@shop/shared/config';
import { chatLink } from './chat-link';

describe('chatLink', () => {
  it('opens a chat with the shop number and the message encoded', () => {
    const link = new URL(chatLink('Hola! ¿Tienen la MTB "Trail 29"? & envío'));

    expect(link.origin + link.pathname).toBe(`https://wa.me/${siteConfig.whatsappNumber}`);
    expect(link.searchParams.get('text')).toBe('Hola! ¿Tienen la MTB "Trail 29"? & envío');
  });
});
