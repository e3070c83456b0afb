import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tier } from '../../../../contract/plans';
import type { TemplateInfo } from '../../../../contract/templates';
import { eventStreamOf } from '../../../test/event-stream';
import { makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

const PAID: Tier[] = ['basic', 'pro', 'enterprise'];

function template(tier: Tier, overrides: Partial<TemplateInfo> & Pick<TemplateInfo, 'id' | 'kind' | 'name'>): TemplateInfo {
  const plans: Tier[] = overrides.default ? ['free', ...PAID] : PAID;
  return {
    description: `${overrides.name}: what it is for.`,
    default: false,
    plans,
    sections: [],
    available: plans.includes(tier),
    unlocked_by: plans[0]!,
    ...overrides,
  };
}

function library(tier: Tier): TemplateInfo[] {
  return [
    template(tier, { id: 'blog.standard', kind: 'blog_post', name: 'Standard', default: true }),
    template(tier, { id: 'blog.how-to', kind: 'blog_post', name: 'How-to guide', sections: ['Step-by-Step'] }),
    template(tier, { id: 'blog.listicle', kind: 'blog_post', name: 'Listicle' }),
    template(tier, { id: 'video.standard', kind: 'video_script', name: 'Standard', default: true }),
    template(tier, { id: 'video.countdown', kind: 'video_script', name: 'List countdown' }),
  ];
}

function done(content: string) {
  return { event: 'done' as const, data: { id: 'piece-1', content, engine: 'offline' as const, model: 'inkwell-offline-composer' } };
}

function setup(tier: Tier, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: tier }) },
    'GET /api/content/history': { body: [] },
    'GET /api/templates': { body: { templates: library(tier) } },
    'POST /api/content/blog-post': { response: eventStreamOf([done('# A post')]) },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: '/dashboard' }) };
}

const panel = async () => within(await screen.findByRole('tabpanel'));

async function openBlogPosts(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
  return panel();
}

describe('the template picker', () => {
  it('on Free, offers the standard template and shows the others disabled with the plan that unlocks them and a link to the plans', async () => {
    const { user } = setup('free');
    const form = await openBlogPosts(user);
    const group = await form.findByRole('group', { name: 'Template' });
    const standard = within(group).getByRole('radio', { name: 'Standard' });
    expect(standard).toBeChecked();
    expect(standard).toBeEnabled();
    const howTo = within(group).getByRole('radio', { name: 'How-to guide Basic plan' });
    expect(howTo).toBeDisabled();
    expect(howTo).toHaveAccessibleDescription('How-to guide: what it is for.');
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('sends no template with the standard one, and the chosen one once picked (Basic)', async () => {
    const { api, user } = setup('basic');
    const form = await openBlogPosts(user);
    await user.type(form.getByLabelText('Topic'), 'Home espresso');
    const group = await form.findByRole('group', { name: 'Template' });
    expect(within(group).queryByRole('link', { name: 'Compare plans' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/content/blog-post')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/content/blog-post')[0]!.body).not.toHaveProperty('template');

    await user.click(within(group).getByRole('radio', { name: 'How-to guide' }));
    expect(within(group).getByRole('radio', { name: 'How-to guide' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Blog Post' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/content/blog-post')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/content/blog-post')[1]!.body).toMatchObject({ topic: 'Home espresso', template: 'blog.how-to' });
  });

  it('lists only the kind’s own templates in each form', async () => {
    const { user } = setup('pro');
    await user.click(await screen.findByRole('tab', { name: 'Video Scripts' }));
    const group = await (await panel()).findByRole('group', { name: 'Template' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['video.standard', 'video.countdown']);
  });

  it('stays out of the way when the list cannot be loaded: the form still generates with the standard template', async () => {
    const { api, user } = setup('basic', { 'GET /api/templates': { status: 500, body: { detail: 'Server error occurred. Please try again in a few moments.' } } });
    const form = await openBlogPosts(user);
    await user.type(form.getByLabelText('Topic'), 'Home espresso');
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/content/blog-post')).toHaveLength(1));
    expect(form.queryByRole('group', { name: 'Template' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/content/blog-post')[0]!.body).not.toHaveProperty('template');
  });

  it('names a piece’s template in Recent Content, and says nothing for the standard one', async () => {
    const item = (id: string, topic: string, template?: string) => ({
      id, created_at: '2026-11-24T09:00:00.000Z', updated_at: '2026-11-24T09:00:00.000Z', content: '# A post', engine: 'offline' as const, model: 'inkwell-offline-composer',
      version: 1, words: 3, publishing: { published: [], scheduled: [] },
      metadata: { type: 'blog_post' as const, topic, ...(template ? { template } : {}) },
    });
    setup('pro', {
      'GET /api/content/history': { body: [item('a', 'Home espresso', 'blog.listicle'), item('b', 'Cold brew', 'blog.standard'), item('c', 'Pour over')] },
    });
    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    expect(await recent.findByRole('button', { name: /Home espresso/ })).toHaveTextContent('Blog Post · Listicle');
    expect(recent.getByRole('button', { name: /Cold brew/ })).not.toHaveTextContent('·');
    expect(recent.getByRole('button', { name: /Pour over/ })).not.toHaveTextContent('·');
  });
});
