import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Pager } from '../../../components/Pager';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useStockNews } from '../api/get-news';
import { newsPath } from '../lib/paths';
import { NewsArticle } from './NewsArticle';

/**
 * The research module's part of a stock's page (`/stock/:stock`, owned by the market module):
 * the articles that name the stock, newest first. The route table mounts it while the module is on.
 */
export function StockNews({ stockId }: { stockId: number }) {
  const { t } = useTranslation('research');
  const [page, setPage] = useState(1);
  const news = useStockNews(stockId, page);
  return (
    <SectionCard
      title={t('stockNews.title')}
      testId="stock-news"
      actions={
        <Button component={RouterLink} to={newsPath} size="small">
          {t('stockNews.all')}
        </Button>
      }
    >
      <QuerySection query={news} loadingHeight={160}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyBlock text={t('stockNews.empty')} />
          ) : (
            <>
              {data.rows.map((article, index) => (
                <Fragment key={article.id}>
                  {index > 0 && <Divider />}
                  <NewsArticle article={article} headingLevel="h3" />
                </Fragment>
              ))}
              <Pager page={data.meta.page} perPage={data.meta.per_page} total={data.meta.total} onChange={setPage} />
            </>
          )
        }
      </QuerySection>
    </SectionCard>
  );
}
