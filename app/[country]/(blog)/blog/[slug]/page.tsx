import { PageHero } from '@/components/ui/page-hero';

// Articles arrive with the blog; until then no slug is generated.
export function generateStaticParams(): { country: string; slug: string }[] {
  return [];
}

export default async function BlogPostPage(props: PageProps<'/[country]/blog/[slug]'>) {
  const { slug } = await props.params;
  return <PageHero eyebrow="Blog" title={slug} />;
}
