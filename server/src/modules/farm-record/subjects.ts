/**
 * What this module uses of the other farm modules, through their public faces only: the plots
 * (farm-land), the places and the stock-outs made with a record (farm-material).
 */
export { plotOfFarm as farmPlot } from "../farm-land";
export { rangeOfFarm as farmRange, removeStockOutsFor as giveBackStockOuts, stockOutFor as stockOut } from "../farm-material";
