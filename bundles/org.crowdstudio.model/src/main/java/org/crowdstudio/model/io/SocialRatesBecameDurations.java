package org.crowdstudio.model.io;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Format version 1 → 2: the social settings' interest rates became the durations an artist sets
 * (first conversation, greeting, talk again after). An older file keeps its meaning: its rates, or
 * version 1's defaults where it stored none, become the durations that give the same rates, with
 * no shortest conversation; a file that uses the social layer without social settings gets them.
 */
final class SocialRatesBecameDurations implements FormatMigration {

    private static final String SOCIAL = "social";
    private static final String SOCIAL_MODIFIER = "social-ta";
    /** Version 1's defaults: the paper's per-step values at 0.1 s, per second. */
    private static final double RECOVERY = 0.1;
    private static final double TALKING_DECAY = 0.3;
    private static final double END_DROP = 0.5;
    private static final double THRESHOLD = 0.5;

    @Override
    public int fromVersion() {
        return 1;
    }

    @Override
    public void migrate(Document document) {
        Element root = document.getDocumentElement();
        Element social = childNamed(root, SOCIAL);
        if (social == null) {
            if (!usesSocialLayer(root)) {
                return;
            }
            social = document.createElementNS(null, SOCIAL);
            root.appendChild(social);
        }
        String recovery = take(social, "interestRecoveryRate", RECOVERY);
        social.removeAttribute("greetingDecayRate");
        String talkingDecay = take(social, "talkingDecayRate", TALKING_DECAY);
        String endDrop = take(social, "conversationEndDrop", END_DROP);
        double threshold = social.hasAttribute("socialisingThreshold") ? number(social.getAttribute("socialisingThreshold")) : THRESHOLD;
        // Talking, interest fell from 1 to the threshold in the first conversation; apart, it won back the end drop.
        social.setAttribute("firstConversation", duration(Double.toString(1 - (Double.isNaN(threshold) ? THRESHOLD : threshold)), talkingDecay));
        social.setAttribute("greeting", Double.toString(0.0));
        social.setAttribute("talkAgainAfter", duration(endDrop, recovery));
    }

    /** How long a change of {@code amount} takes at {@code rate}; a text that is not a number is carried over, so that loading reports it. */
    private static String duration(String amount, String rate) {
        double change = number(amount);
        double perSecond = number(rate);
        if (Double.isNaN(change)) {
            return amount;
        }
        if (Double.isNaN(perSecond)) {
            return rate;
        }
        return Double.toString(perSecond > 0 ? Math.max(1e-6, change / perSecond) : Double.POSITIVE_INFINITY);
    }

    private static Element childNamed(Element parent, String name) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && name.equals(element.getLocalName() != null ? element.getLocalName() : element.getTagName())) {
                return element;
            }
        }
        return null;
    }

    private static boolean usesSocialLayer(Element root) {
        NodeList all = root.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            NamedNodeMap attributes = all.item(i).getAttributes();
            Node algorithm = attributes == null ? null : attributes.getNamedItem("algorithmId");
            if (algorithm != null && SOCIAL_MODIFIER.equals(algorithm.getNodeValue())) {
                return true;
            }
        }
        return false;
    }

    /** Reads and removes an attribute: its text, or the default's when absent. */
    private static String take(Element element, String attribute, double fallback) {
        String value = element.hasAttribute(attribute) ? element.getAttribute(attribute) : Double.toString(fallback);
        element.removeAttribute(attribute);
        return value;
    }

    private static double number(String text) {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException notANumber) {
            return Double.NaN;
        }
    }
}
