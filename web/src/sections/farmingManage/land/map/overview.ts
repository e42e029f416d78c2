import { L, type CountyFeature } from "./baseMap";

/**
 * The overview (鹰眼) in the main map's corner: the county outlines (or the tiles) four zoom levels out, with a frame
 * where the main map is looking; a click there moves the main map. Decorative for screen readers (the
 * main map's own controls do the same); hidden on phones (map.css), where it would cover the plots.
 */
export function addOverview(main: L.Map, counties: Promise<CountyFeature[]>, tileUrl: string | undefined): void {
  const Overview = L.Control.extend({
    onAdd() {
      const el = L.DomUtil.create("div", "ql-map-overview");
      el.setAttribute("aria-hidden", "true");
      L.DomEvent.disableClickPropagation(el);
      L.DomEvent.disableScrollPropagation(el);
      const mini = L.map(el, { zoomControl: false, attributionControl: false, dragging: false, scrollWheelZoom: false, doubleClickZoom: false, boxZoom: false, keyboard: false, touchZoom: false });
      if (tileUrl) L.tileLayer(tileUrl).addTo(mini);
      else
        void counties.then((features) => {
          if (!features.length) return;
          L.geoJSON({ type: "FeatureCollection", features } as Parameters<typeof L.geoJSON>[0], { interactive: false, style: { color: "#7d8a7d", weight: 1, fillOpacity: 0 } }).addTo(mini);
        });
      const frame = L.rectangle(main.getBounds(), { color: "#d4380d", weight: 2, fillColor: "#d4380d", fillOpacity: 0.2, interactive: false });
      const sync = () => {
        mini.setView(main.getCenter(), Math.max(main.getZoom() - 4, 3), { animate: false });
        frame.setBounds(main.getBounds());
        if (!mini.hasLayer(frame)) frame.addTo(mini);
      };
      // the control is laid out after onAdd: size and place the small map then
      setTimeout(() => {
        mini.invalidateSize();
        sync();
      });
      main.on("moveend zoomend", sync);
      mini.on("click", (e: L.LeafletMouseEvent) => main.panTo(e.latlng));
      main.once("unload", () => {
        main.off("moveend zoomend", sync);
        mini.remove();
      });
      return el;
    },
  });
  new Overview({ position: "bottomright" }).addTo(main);
}
