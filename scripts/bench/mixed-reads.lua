-- A mixed read load, as browsing investors make it: market pages, searches in both languages,
-- a stock page, the heatmap, indices. wrk picks the next path on every request.
local paths = {
  "/api/markets",
  "/api/indices",
  "/api/market-heatmap/1",
  "/api/stocks?query=%D8%A7%D9%84%D8%B1%D8%A7%D8%AC%D8%AD%D9%8A",
  "/api/stocks?query=aramco",
  "/api/stocks?query=1120",
  "/api/market-heatmap/3",
  "/api/contents/terms",
  "/api/faq",
  "/api/modules",
}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["Accept-Encoding"] = "gzip", ["Accept-Language"] = "ar" })
end
