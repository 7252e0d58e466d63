import { Container } from '@/components/ui/container';
import { BlogPost } from '@/features/blog/components/blog-post';
import { useParams } from '@/lib/router';

/** /blogs/{id} */
export function BlogPostPage() {
  const { id = '' } = useParams();
  return (
    <Container className="py-8 sm:py-12">
      <BlogPost key={id} id={id} />
    </Container>
  );
}
