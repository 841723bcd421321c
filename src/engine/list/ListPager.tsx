// Under the table: which rows are shown ("21–40 of 57"), the page-size choice and the pager.
import { useTranslation } from 'react-i18next';
import { Pagination } from '@ds/Pagination';
import { Select } from '@ds/Select';
import { FooterStart, ListFooter, PageSizeField, RangeText } from './list.styles';

export interface ListPagerProps {
  resourcePlural: string;
  page: number;
  pageCount: number;
  perPage: number;
  perPageOptions: readonly number[];
  total: number;
  /** Rows on the current page. */
  shown: number;
  isDisabled: boolean;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

export function ListPager({
  resourcePlural,
  page,
  pageCount,
  perPage,
  perPageOptions,
  total,
  shown,
  isDisabled,
  onPageChange,
  onPerPageChange,
}: ListPagerProps) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const from = (page - 1) * perPage + 1;
  return (
    <ListFooter>
      <FooterStart>
        {shown > 0 ? (
          <RangeText>
            {t('list:pager.range', {
              from: number(from),
              to: number(from + shown - 1),
              total: number(total),
            })}
          </RangeText>
        ) : null}
        <PageSizeField>
          <Select
            label={t('list:pager.perPage')}
            placeholder={t('list:pager.perPage')}
            items={perPageOptions.map((n) => ({ id: String(n), label: number(n) }))}
            value={String(perPage)}
            onChange={(id) => {
              if (id) onPerPageChange(Number(id));
            }}
            isDisabled={isDisabled}
          />
        </PageSizeField>
      </FooterStart>
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          isDisabled={isDisabled}
          strings={{
            label: t('common:pagination.label', { resource: resourcePlural }),
            previous: t('common:pagination.previous'),
            next: t('common:pagination.next'),
            pageLabel: (n) => t('common:pagination.page', { page: n }),
          }}
        />
      ) : null}
    </ListFooter>
  );
}
