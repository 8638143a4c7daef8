// expect: CWE-89 @ 23
// note: warehouse code from a public DAO method parameter is formatted into HQL with MessageFormat, then session.createQuery runs it
package com.logistics.inventory.dao;

import java.text.MessageFormat;
import java.util.List;

import org.hibernate.Session;
import org.hibernate.SessionFactory;

public class StockLevelHibernateDao {
    private static final String HQL = "from StockLevel s where s.warehouse.code = ''{0}'' and s.quantity < {1}";

    private final SessionFactory sessionFactory;

    public StockLevelHibernateDao(SessionFactory sessionFactory) {
        this.sessionFactory = sessionFactory;
    }

    public List<StockLevel> lowStock(String warehouseCode, int threshold) {
        Session session = sessionFactory.getCurrentSession();
        String hql = MessageFormat.format(HQL, warehouseCode, threshold);
        return session.createQuery(hql, StockLevel.class).list();
    }
}

class StockLevel {
    Long id;
    int quantity;
}
