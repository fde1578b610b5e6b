const base = (websocketUrl: string) => websocketUrl.replace(/\/+$/, '');

/** 000 §7.5-21: the socket an antenna's reads arrive on. */
export const scanningsSocketUrl = (websocketUrl: string, antennaId: string) =>
  `${base(websocketUrl)}/rfidAntennas/scannings?antennaId=${encodeURIComponent(antennaId)}`;

/** 000 §7.5-22: the socket an antenna takes JSON commands on. */
export const commandsSocketUrl = (websocketUrl: string, antennaId: string) =>
  `${base(websocketUrl)}/rfidAntennas/commands?antennaId=${encodeURIComponent(antennaId)}`;
