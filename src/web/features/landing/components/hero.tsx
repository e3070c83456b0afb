import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { Icon } from '../../../components/icon';
import { paths } from '../../../lib/paths';
import { EditorPreview } from './editor-preview';

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-indigo-50 via-white to-gray-50 dark:from-indigo-950/50 dark:via-gray-950 dark:to-gray-950" />
      <div aria-hidden="true" className="absolute top-[-10rem] left-1/2 -z-10 h-[32rem] w-[64rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-indigo-300/40 to-violet-300/40 blur-3xl dark:from-indigo-700/20 dark:to-violet-700/20" />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-sm font-medium text-indigo-800 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200">
            <Icon name="sparkles" className="size-4" />
            AI content studio for creators
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            Create content your audience{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-400 dark:to-violet-400">
              can&apos;t stop reading
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-gray-600 dark:text-gray-300">
            Inkwell writes video scripts, SEO blog posts, social posts and newsletters in your voice, summarizes anything
            you read or watch, and publishes it everywhere your audience lives.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.signup} className={buttonStyles({ size: 'lg' })}>
              Start creating for free
              <Icon name="arrow-right" className="size-4" />
            </Link>
            <Link to={paths.pricing} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
              View pricing
            </Link>
          </div>
          <p className="mt-5 text-sm text-gray-600 dark:text-gray-400">Free plan included. No credit card required.</p>
        </div>
        <EditorPreview />
      </div>
    </section>
  );
}
