import { addSectionTexts } from "../../../i18n";

/** The goods detail's buy box (its own few words: the cart's texts stay in the cart's chunk). */
const zh = {
  quantity: "数量",
  less: "减少",
  more: "增加",
  limit: "购物车最多放 {{n}} 种商品，请先删除一些",
  added: "已加入购物车",
  addToCart: "加入购物车",
  buyNow: "立即购买",
  viewCart: "去购物车结算",
  cannotBuy: {
    OUT_OF_STOCK: "该规格已无货",
    OWN_GOODS: "这是您自己的商品",
    OFF_SHELF: "商品未上架",
  },
};

const en: typeof zh = {
  quantity: "Quantity",
  less: "Fewer",
  more: "More",
  limit: "The cart holds at most {{n}} items; please delete some first",
  added: "Added to the cart",
  addToCart: "Add to cart",
  buyNow: "Buy now",
  viewCart: "Go to the cart",
  cannotBuy: {
    OUT_OF_STOCK: "This spec is out of stock",
    OWN_GOODS: "These are your own goods",
    OFF_SHELF: "Not on sale",
  },
};

addSectionTexts("buy", { zh, en });
