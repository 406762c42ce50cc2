import type { ContentDocument } from '@shared/content/documents';
import { Card, CardContent } from '@/components/plain/card';
import { Text } from '@/components/plain/text';

/** The SEO texts as a search engine lists the site and as a shared link's card shows it. */
export function SearchPreview({
  seo,
  owner,
}: {
  seo: ContentDocument<'seo'>['seo'];
  owner: string;
}) {
  const host = window.location.host;
  return (
    <main className="search-preview">
      <section aria-labelledby="search-result-title">
        <Text small secondary id="search-result-title">
          In search results
        </Text>
        <div className="search-preview__result">
          <Text small secondary>
            {owner} · {host}
          </Text>
          <p className="search-preview__title">{seo.title}</p>
          <Text small>{seo.description}</Text>
        </div>
      </section>
      <section aria-labelledby="share-card-title">
        <Text small secondary id="share-card-title">
          As a shared link ({seo.twitterHandle})
        </Text>
        <Card>
          <img className="search-preview__image" src={seo.ogImage} alt="" />
          <CardContent>
            <Text small secondary>
              {host}
            </Text>
            <Text weight="semibold">{seo.title}</Text>
            <Text small secondary>
              {seo.description}
            </Text>
          </CardContent>
        </Card>
      </section>
    </main>
  );
}
