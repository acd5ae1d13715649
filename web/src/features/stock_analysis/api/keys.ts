/** Every stock-analysis query lives under this key (the module's id). */
export const STOCK_ANALYSIS_KEY = 'stock_analysis';

export const stockAnalysisKeys = {
  packages: [STOCK_ANALYSIS_KEY, 'packages'] as const,
  packageTypes: (packageId: number) => [STOCK_ANALYSIS_KEY, 'types', packageId] as const,
  myDocuments: [STOCK_ANALYSIS_KEY, 'documents'] as const,
  reviews: [STOCK_ANALYSIS_KEY, 'reviews'] as const,
  staffSla: [STOCK_ANALYSIS_KEY, 'staff', 'sla'] as const,
};
