import { isCategoryId } from '@plantopia/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useNavigate, useParams, useSearchParams } from '@/lib/router';
import { useProduct } from '../api/get-product';
import { CategoryPicker } from './category-picker';
import { useBackToList } from './data-table/row-link';
import { AdminScreen } from './layout/admin-screen';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { ProductForm } from './product-form';
import { StockPanel } from './stock-panel';

const PRODUCTS = '/admin/products';

function BackToProducts() {
  const { t } = useTranslation('adminCatalog');
  return (
    <Link
      to={useBackToList(PRODUCTS)}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 -ml-3' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('productEditor.back')}
    </Link>
  );
}

/**
 * `/admin/products/new`: pick a category, then its form. The category is in the address
 * (`?category=plants`), so Back returns to the choice.
 */
export function NewProductScreen() {
  const { t } = useTranslation('adminCatalog');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const done = () => void navigate(PRODUCTS);

  let body: React.ReactNode;
  if (!category) body = <CategoryPicker onChoose={(chosen) => setParams({ category: chosen })} />;
  else if (!isCategoryId(category)) body = <Unsupported />;
  else {
    body = (
      <div className="grid gap-4">
        <Link
          to="/admin/products/new"
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-fit -ml-3' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('productEditor.otherCategory')}
        </Link>
        <ProductForm key={category} category={category} onDone={done} />
      </div>
    );
  }
  return (
    <AdminScreen title={t('productEditor.addTitle')} back={<BackToProducts />}>
      {body}
    </AdminScreen>
  );
}

/** `/admin/products/{id}`: the product's form, read fresh from the server, and its stock with its history. */
export function EditProductScreen() {
  const { t } = useTranslation('adminCatalog');
  const navigate = useNavigate();
  const back = useBackToList(PRODUCTS);
  const id = useParams().id ?? '';
  const product = useProduct(id);
  const offline = useWaitingForNetwork(product);

  let body: React.ReactNode;
  if (offline) body = <OfflineNotice compact onRetry={() => product.refetch()} />;
  else if (product.isPending) body = <PanelSkeleton rows={3} rowClassName="h-48" />;
  else if (product.isError) {
    body =
      isApiError(product.error) && product.error.status === 404 ? (
        <PanelEmpty icon={SearchX} title={t('productEditor.gone')} />
      ) : (
        <PanelError message={errorMessage(product.error)} onRetry={() => void product.refetch()} />
      );
  } else {
    body = (
      <div className="grid grid-cols-1 gap-6">
        <ProductForm
          key={product.data._id}
          category={product.data.category}
          product={product.data}
          onDone={() => void navigate(back)}
        />
        <StockPanel product={product.data} />
      </div>
    );
  }
  return (
    <AdminScreen title={t('productEditor.editTitle')} back={<BackToProducts />}>
      {body}
    </AdminScreen>
  );
}

function Unsupported() {
  const { t } = useTranslation('adminCatalog');
  const message = t('productEditor.unsupported');
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return <PanelEmpty icon={SearchX} title={message} />;
}
