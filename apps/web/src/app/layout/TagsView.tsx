import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeAll, closeOthers, closeView, useVisitedViews, type VisitedView, visit } from './visited-views';

/** The bar of visited views with its context menu: refresh, close, close others, close all (01 §2). */
export function TagsView() {
  const location = useLocation();
  const navigate = useNavigate();
  const views = useVisitedViews();

  useEffect(() => {
    visit('/home', '/home');
    visit(location.pathname, `${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  const close = (view: VisitedView) => {
    const next = closeView(view.path);
    if (view.path === location.pathname) navigate(next?.fullPath ?? '/home');
  };

  return (
    <div className="tags-view" data-testid="tags-view">
      {views.map((view) => {
        const active = view.path === location.pathname;
        const items = [
          { key: 'refresh', label: '刷新' },
          ...(view.path === '/home' ? [] : [{ key: 'close', label: '关闭' }]),
          { key: 'others', label: '关闭其他' },
          { key: 'all', label: '关闭所有' },
        ];
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            menu={{
              style: { width: 105 },
              items,
              onClick: ({ key }) => {
                if (key === 'refresh') navigate(`/redirect${view.fullPath}`, { replace: true });
                if (key === 'close') close(view);
                if (key === 'others') {
                  closeOthers(view.path);
                  if (!active) navigate(view.fullPath);
                }
                if (key === 'all') {
                  closeAll();
                  navigate('/home');
                }
              },
            }}
          >
            <span
              className={`tags-view-item${active ? ' active' : ''}`}
              data-testid={`tag-${view.path}`}
              onClick={() => navigate(view.fullPath)}
              onKeyDown={(e) => e.key === 'Enter' && navigate(view.fullPath)}
              role="tab"
              tabIndex={0}
            >
              {view.title}
              {view.path !== '/home' && (
                <CloseOutlined
                  className="tags-view-close"
                  aria-label="关闭"
                  onClick={(e) => {
                    e.stopPropagation();
                    close(view);
                  }}
                />
              )}
            </span>
          </Dropdown>
        );
      })}
    </div>
  );
}
