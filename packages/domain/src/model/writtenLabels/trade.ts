import type { WrittenLabels } from './types';

/** Labels of the trade between roastery and cafe: products, orders, shipments, the plan and what the cup said: [Korean, English, unit]. */
export const tradeLabels: WrittenLabels = {
  bag_list: ['판매 용량', 'Bag sizes'],
  bag_mass: ['봉투 용량', 'Bag size', 'g'],
  blending_sale_use: ['판매 중', 'For sale'],
  blending_stock_min: ['안전 재고', 'Minimum stock', 'g'],
  blending_rest_days: ['숙성 기간', 'Rest after roasting', 'days'],
  blending_delivery_days: ['배송 기간', 'Delivery time', 'days'],
  cancel_date: ['취소일', 'Cancelled on'],
  confirm_date: ['주문 확인일', 'Confirmed on'],
  cup_feedback: ['소비 현장 반응', 'What the cup said'],
  feedback_satis: ['반응 평점 (10점)', 'Feedback (of 10)'],
  order_bag_count: ['봉투 수', 'Bags'],
  order_date: ['주문일', 'Order date'],
  order_list: ['주문 원두', 'Ordered blends'],
  order_mass: ['주문량', 'Quantity', 'g'],
  order_memo: ['요청 사항', 'Note to the roastery'],
  order_reason: ['취소 사유', 'Reason for cancelling'],
  order_seq: ['주문 번호', 'Order number'],
  order_status: ['주문 상태', 'Order status'],
  order_total_mass: ['총 주문량', 'Total quantity', 'g'],
  order_year: ['주문 연도', 'Order year'],
  receive_date: ['입고 확인일', 'Received on'],
  receive_memo: ['입고 메모', 'Receipt note'],
  ship_date: ['출고일', 'Shipped on'],
  wanted_date: ['희망 납기일', 'Wanted by'],
};
