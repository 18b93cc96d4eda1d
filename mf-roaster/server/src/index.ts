import type { AreaPlugin } from '@coffee/api-kernel/http/area';
import { serveLookups } from '@coffee/api-kernel/codes/lookups';
import { roasterLookups } from './lookups';
import { registerInvoiceRoutes } from './invoices/routes';
import { registerInventoryRoutes } from './inventory/routes';
import { registerCostRoutes } from './routes/cost-routes';
import { registerFeedbackRoutes } from './routes/feedback-routes';
import { registerPlanRoutes } from './routes/plan-routes';
import { registerPriceRoutes } from './routes/price-routes';
import { registerProductionRoutes } from './routes/production-routes';
import { registerRoastImportRoutes } from './routes/roast-import-routes';
import { registerScheduleRoutes } from './routes/schedule-routes';
import { registerTraceRoutes } from './routes/trace-routes';
import { registerTradeRoutes } from './routes/trade-routes';

export { roasterResources } from './resources';

/**
 * The roastery's route families: production and roast import, the plan and schedule, prices, the trade with its
 * cafes (both sides' order calls: the cafe's model declares its half, read one way) and its invoices, costs and
 * margins, stock, trace and feedback.
 */
export const roasterArea: AreaPlugin = async (app, { ctx }) => {
  serveLookups(app, ctx, roasterLookups);
  registerProductionRoutes(app, ctx);
  registerRoastImportRoutes(app, ctx);
  registerTradeRoutes(app, ctx);
  registerPriceRoutes(app, ctx);
  registerTraceRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerInventoryRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerPlanRoutes(app, ctx);
  registerCostRoutes(app, ctx);
  registerScheduleRoutes(app, ctx);
};
