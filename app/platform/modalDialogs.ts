/**
 * An inline script that runs where the prerendered page's body ends, before its first paint: a dialog the page
 * arrives with open (the Power landings' welcome) becomes modal at once, the way the app would make it: focus goes
 * into it and the page behind is inert, so nothing behind can be tapped before the scripts arrive. The browser then
 * paints the page behind the dialog's backdrop from the start, instead of again when the app opens it. The server
 * allows exactly this text by its hash.
 */
export const modalDialogsScript = `document.querySelectorAll("dialog[open]").forEach(function(d){try{if(!d.matches(":modal")){d.close();d.showModal()}}catch(e){}})`;
