import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { BlogPost } from '@/features/blog/components/blog-post';

/** /blogs/{id} */
export function BlogPostPage() {
  const { id = '' } = useParams();
  return (
    <Container className="py-8 sm:py-12">
      <BlogPost key={id} id={id} />
    </Container>
  );
}
