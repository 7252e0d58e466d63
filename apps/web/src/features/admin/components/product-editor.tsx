import { type CategoryId, isCategoryId } from '@plantopia/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useWaitingForNetwork } from '@/lib/network';
import { useProduct } from '../api/get-product';
import { CategoryPicker } from './category-picker';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { ProductForm } from './product-form';

export type ProductFlow =
  | { mode: 'idle' }
  | { mode: 'add'; category?: CategoryId }
  | { mode: 'edit'; category: CategoryId; id: string };

function EditExisting({ category, id, onDone }: { category: CategoryId; id: string; onDone: () => void }) {
  const { t } = useTranslation('adminCatalog');
  const product = useProduct(category, id);
  const offline = useWaitingForNetwork(product);
  if (offline) return <OfflineNotice compact onRetry={() => product.refetch()} />;
  if (product.isPending) return <PanelSkeleton rows={3} rowClassName="h-48" />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404) {
      return (
        <PanelEmpty icon={SearchX} title={t('productEditor.gone')}>
          <Button className="mt-3" onClick={onDone}>
            {t('productEditor.back')}
          </Button>
        </PanelEmpty>
      );
    }
    return <PanelError message={errorMessage(product.error)} onRetry={() => void product.refetch()} />;
  }
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="w-fit" onClick={onDone}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('productEditor.back')}
      </Button>
      <ProductForm key={product.data._id} category={category} product={product.data} onDone={onDone} />
    </div>
  );
}

function Unsupported({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('adminCatalog');
  const message = t('productEditor.unsupported');
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return (
    <PanelEmpty icon={SearchX} title={message}>
      <Button className="mt-3" onClick={onDone}>
        {t('productEditor.back')}
      </Button>
    </PanelEmpty>
  );
}

/** The fifth tab: pick a category and add a product, or edit the product chosen in the list. */
export function ProductEditor({
  flow,
  onChooseCategory,
  onDone,
}: {
  flow: ProductFlow;
  /** undefined: back to the category picker. */
  onChooseCategory: (category: CategoryId | undefined) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('adminCatalog');
  if (flow.mode === 'idle') return null;
  if (flow.category !== undefined && !isCategoryId(flow.category)) return <Unsupported onDone={onDone} />;
  if (flow.mode === 'edit') return <EditExisting category={flow.category} id={flow.id} onDone={onDone} />;
  if (!flow.category) return <CategoryPicker onChoose={onChooseCategory} />;
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="w-fit" onClick={() => onChooseCategory(undefined)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('productEditor.otherCategory')}
      </Button>
      <ProductForm key={flow.category} category={flow.category} onDone={onDone} />
    </div>
  );
}
