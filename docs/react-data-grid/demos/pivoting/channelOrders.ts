/** Deterministic orders for the date pivoting demo: January to June of 2025 and of 2026. */
export interface ChannelOrder {
  id: number;
  orderedAt: Date;
  channel: string;
  amount: number;
}

const CHANNELS = ['Online', 'Shop', 'Phone'];
const YEARS = [2025, 2026];

export function createChannelOrders(): ChannelOrder[] {
  const orders: ChannelOrder[] = [];
  YEARS.forEach((year, yearIndex) => {
    for (let month = 0; month < 6; month += 1) {
      CHANNELS.forEach((channel, channelIndex) => {
        // Three orders per channel and month, on fixed days.
        [4, 13, 22].forEach((day, orderIndex) => {
          orders.push({
            id: orders.length + 1,
            orderedAt: new Date(year, month, day),
            channel,
            amount:
              40 +
              ((yearIndex * 53 + month * 29 + channelIndex * 71 + orderIndex * 17) %
                160),
          });
        });
      });
    }
  });
  return orders;
}
