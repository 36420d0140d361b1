package org.crowdstudio.steering.social;

/** How two agents socialise (TA paper §5). */
public enum ConversationKind {
    /** Their destinations lie in different directions: they meet and stand within the formation nucleus (§5.1). */
    STOP_AND_TALK("stop-and-talk"),
    /** Their destinations lie the same way: they walk side by side until the destinations diverge (§5.2). */
    PAIR_WALK("pair-walk");

    private final String label;

    ConversationKind(String label) {
        this.label = label;
    }

    /** @return the name written in event lists, e.g. {@code stop-and-talk} */
    public String label() {
        return label;
    }
}
